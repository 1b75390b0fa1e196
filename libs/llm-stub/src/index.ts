export * from './llm-stub';
export * from './model-writes-every-part';
