import { chatAt, sendChatMessage, startChat, type ChatState, type ChatView } from './autonomous-chat';
import { autonomousRunAt, type AutonomousRunView } from './autonomous-run';

/**
 * The /agentic page: chat mode, and demo mode once a start action is pressed. A run lives only in
 * demo mode: 'Back to Chat' and 'Start New Transformation' drop it, and every start begins a new
 * one, so starting resets all results. The conversation is kept across runs.
 */
export interface AutonomousDemoState {
  readonly mode: 'chat' | 'demo';
  readonly chat: ChatState;
  /** When the current run started; null in chat mode. */
  readonly runStartedAt: number | null;
}

export interface AutonomousDemoView {
  mode: 'chat' | 'demo';
  chat: ChatView;
  /** Null in chat mode. */
  run: AutonomousRunView | null;
}

export function startAutonomousDemo(now: number): AutonomousDemoState {
  return { mode: 'chat', chat: startChat(now), runStartedAt: null };
}

export function sendAutonomousMessage(state: AutonomousDemoState, text: string, now: number): AutonomousDemoState {
  return { ...state, chat: sendChatMessage(state.chat, text, now) };
}

/** 'Start Demo Transformation', 'Begin Transformation' and 'Start Demo'. */
export function startTransformation(state: AutonomousDemoState, now: number): AutonomousDemoState {
  return { ...state, mode: 'demo', runStartedAt: now };
}

/** 'Back to Chat' and 'Start New Transformation'. */
export function returnToChat(state: AutonomousDemoState): AutonomousDemoState {
  return { ...state, mode: 'chat', runStartedAt: null };
}

export function autonomousDemoAt(state: AutonomousDemoState, now: number): AutonomousDemoView {
  return {
    mode: state.mode,
    chat: chatAt(state.chat, now),
    run: state.runStartedAt === null ? null : autonomousRunAt(state.runStartedAt, now),
  };
}
