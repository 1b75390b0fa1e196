import type { IncomingMessage } from 'node:http';
import { requestIdOf } from './request-id';

const requestWith = (headers: Record<string, string>, id?: string) => ({ headers, id }) as unknown as IncomingMessage;

describe('requestIdOf', () => {
  it('keeps an id the request already has', () => {
    expect(requestIdOf(requestWith({ 'x-request-id': 'from-gateway' }, 'already'))).toBe('already');
  });

  it("takes the gateway's x-request-id", () => {
    expect(requestIdOf(requestWith({ 'x-request-id': '6f1c2a7e-0d7b-4a53-9a55-2b8f8f7f2b11' }))).toBe('6f1c2a7e-0d7b-4a53-9a55-2b8f8f7f2b11');
  });

  it('makes a new uuid when there is none or it looks wrong', () => {
    expect(requestIdOf(requestWith({}))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(requestWith({ 'x-request-id': 'a"}\n{"level":60' }))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(requestWith({ 'x-request-id': 'x'.repeat(129) }))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
