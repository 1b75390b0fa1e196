// The Node flags the launcher runs the services and the gateway with; the Dockerfile writes the
// same (tools/docker/compose.spec.ts keeps the two in step).

// V8 lets a heap grow to 4x its live size between full collections when it may use GBs (the ideas
// service: 62 MB live, 350 MB resident under load); under 1 GB it grows by about 1.5x. Not a leak:
// README 'API speed and list limits'. Every process.
const HEAP_LIMIT_FLAG = '--max-old-space-size=512';

// The gateway allocates little JavaScript but holds every proxied answer's socket reads outside the
// heap, which V8 counts against the old generation: with the default 16 MB young generation those
// reads piled up between scavenges and started a full collection two or three times a second under
// load (the idea read's p99 tail). 4 MB frees them at each scavenge: 1 full collection in 8 s
// instead of 21. The gateway only: the services allocate far more JavaScript per answer.
const GATEWAY_YOUNG_GENERATION_FLAG = '--max-semi-space-size=4';

module.exports = { HEAP_LIMIT_FLAG, GATEWAY_YOUNG_GENERATION_FLAG };
