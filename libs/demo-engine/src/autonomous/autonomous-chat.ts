import { AGENT_DEMO_REPLY, AGENT_GREETING, AGENT_OTHER_REPLY, type ChatAction } from './autonomous-content';

/** Spec section 9: the agent answers 1.5 s after a message, showing 'Agent is thinking...' meanwhile. */
export const AGENT_REPLY_DELAY_MS = 1500;
export const AGENT_THINKING_TEXT = 'Agent is thinking...';

export interface ChatMessage {
  id: number;
  author: 'user' | 'agent';
  text: string;
  actions: readonly ChatAction[];
  /** When the message appears; an agent reply is written ahead and appears 1.5 s after the message it answers. */
  at: number;
}

export interface ChatState {
  readonly messages: readonly ChatMessage[];
}

export interface ChatView {
  messages: ChatMessage[];
  thinking: boolean;
}

/** The conversation opens with the agent's greeting. */
export function startChat(now: number): ChatState {
  return { messages: [{ id: 1, author: 'agent', ...AGENT_GREETING, at: now }] };
}

/** The reply offers 'Begin Transformation' when the text asks for the demo, otherwise 'Start Demo'. */
export function agentReplyTo(text: string): { text: string; actions: readonly ChatAction[] } {
  return /demo|show|start/i.test(text) ? AGENT_DEMO_REPLY : AGENT_OTHER_REPLY;
}

/** Adds the user's message now and the agent's reply 1.5 s later; blank messages are ignored. */
export function sendChatMessage(state: ChatState, text: string, now: number): ChatState {
  const message = text.trim();
  if (!message) return state;
  const id = state.messages.length + 1;
  return {
    messages: [
      ...state.messages,
      { id, author: 'user', text: message, actions: [], at: now },
      { id: id + 1, author: 'agent', ...agentReplyTo(message), at: now + AGENT_REPLY_DELAY_MS },
    ],
  };
}

export function chatAt(state: ChatState, now: number): ChatView {
  return {
    messages: state.messages.filter((message) => message.at <= now),
    thinking: state.messages.some((message) => message.at > now),
  };
}
