import { autonomousDemoAt, returnToChat, sendAutonomousMessage, startAutonomousDemo, startTransformation } from './autonomous-demo';

const T = 4_000_000;

describe('autonomous demo modes', () => {
  it('opens in chat mode with no run', () => {
    expect(autonomousDemoAt(startAutonomousDemo(T), T)).toMatchObject({ mode: 'chat', run: null });
  });

  it('enters demo mode with a fresh run on a start action', () => {
    const state = startTransformation(startAutonomousDemo(T), T + 1000);
    const view = autonomousDemoAt(state, T + 1000);
    expect(view.mode).toBe('demo');
    expect(view.run?.currentTask?.category).toBe('enhancement');
  });

  it('drops the run on Back to Chat and keeps the conversation', () => {
    const chatting = sendAutonomousMessage(startAutonomousDemo(T), 'show me', T);
    const back = returnToChat(startTransformation(chatting, T + 2000));
    const view = autonomousDemoAt(back, T + 3000);
    expect(view).toMatchObject({ mode: 'chat', run: null });
    expect(view.chat.messages).toHaveLength(3);
  });

  it('resets every result when a new transformation starts', () => {
    const finished = startTransformation(startAutonomousDemo(T), T);
    expect(autonomousDemoAt(finished, T + 50_000).run).toMatchObject({ complete: true });
    const again = startTransformation(returnToChat(finished), T + 60_000);
    const view = autonomousDemoAt(again, T + 60_000);
    expect(view.run).toMatchObject({ complete: false, results: {}, insights: [], completedCount: 0 });
  });
});
