import { systemClock } from '../clock';
import { agentReplyTo, chatAt, sendChatMessage, startChat } from './autonomous-chat';

const T = 2_000_000;

describe('autonomous chat', () => {
  it('opens with the greeting offering the demo and a custom idea', () => {
    const view = chatAt(startChat(T), T);
    expect(view.thinking).toBe(false);
    expect(view.messages).toHaveLength(1);
    expect(view.messages[0]).toMatchObject({ author: 'agent', actions: ['Start Demo Transformation', 'Enter Custom Idea'] });
  });

  it('shows the user message at once and the thinking indicator for 1.5 s, then the reply', () => {
    const state = sendChatMessage(startChat(T), 'Show me what you can do', T + 10_000);
    const sent = chatAt(state, T + 10_000);
    expect(sent.messages.map((message) => [message.author, message.text])).toEqual([
      ['agent', expect.any(String)],
      ['user', 'Show me what you can do'],
    ]);
    expect(sent.thinking).toBe(true);
    expect(chatAt(state, T + 11_499)).toMatchObject({ thinking: true });
    expect(chatAt(state, T + 11_499).messages).toHaveLength(2);
    const replied = chatAt(state, T + 11_500);
    expect(replied.thinking).toBe(false);
    expect(replied.messages).toHaveLength(3);
    expect(replied.messages[2]).toMatchObject({ author: 'agent', actions: ['Begin Transformation'] });
  });

  it.each(['demo', 'Can I see a DEMO?', 'show me', 'SHOW', 'Start', 'please start now', 'restart', 'demonstrably'])(
    "offers 'Begin Transformation' to %j",
    (text) => {
      expect(agentReplyTo(text).actions).toEqual(['Begin Transformation']);
    },
  );

  it.each(['Hello', 'A marketplace for local farmers', 'sh ow', 'strat'])("offers 'Start Demo' to %j", (text) => {
    expect(agentReplyTo(text).actions).toEqual(['Start Demo']);
  });

  it('ignores a blank message', () => {
    const state = startChat(T);
    expect(sendChatMessage(state, '   ', T)).toBe(state);
  });

  it('keeps the conversation in order across several messages', () => {
    let state = sendChatMessage(startChat(T), 'hello', T + 1000);
    state = sendChatMessage(state, 'start', T + 5000);
    const view = chatAt(state, T + 6500);
    expect(view.messages.map((message) => message.author)).toEqual(['agent', 'user', 'agent', 'user', 'agent']);
    expect(view.messages.map((message) => message.id)).toEqual([1, 2, 3, 4, 5]);
    expect(view.messages[4].actions).toEqual(['Begin Transformation']);
  });
});

describe('autonomous chat on a fake clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: T }));
  afterEach(() => jest.useRealTimers());

  it('answers after 1.5 s of thinking', () => {
    const state = sendChatMessage(startChat(systemClock.now()), 'hello', systemClock.now());
    jest.advanceTimersByTime(1499);
    expect(chatAt(state, systemClock.now()).thinking).toBe(true);
    jest.advanceTimersByTime(1);
    expect(chatAt(state, systemClock.now())).toMatchObject({ thinking: false });
    expect(chatAt(state, systemClock.now()).messages[2].actions).toEqual(['Start Demo']);
  });
});
