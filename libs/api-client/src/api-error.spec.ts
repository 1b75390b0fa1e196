import { ApiError, serverMessage } from './api-error';

describe('ApiError across bundles', () => {
  it('recognises an error thrown by another copy of the class, as another federated bundle throws it', () => {
    let OtherCopy: typeof ApiError | undefined;
    jest.isolateModules(() => {
      OtherCopy = (jest.requireActual('./api-error') as typeof import('./api-error')).ApiError;
    });
    expect(OtherCopy).not.toBe(ApiError);
    const thrownElsewhere = new OtherCopy!(404, 'Not Found', '{"statusCode":404,"message":"Idea not found"}');
    expect(thrownElsewhere instanceof ApiError).toBe(true);
    expect(serverMessage(thrownElsewhere)).toBe('Idea not found');
  });

  it('does not take other errors for API errors', () => {
    expect(new Error('404: Not Found') instanceof ApiError).toBe(false);
    expect({ status: 404 } instanceof ApiError).toBe(false);
    expect(serverMessage(new Error('network down'))).toBeUndefined();
  });
});
