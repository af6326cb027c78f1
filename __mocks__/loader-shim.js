// Gatsby's Link expects the runtime loader on the global object.
Object.assign(globalThis, { ___loader: { enqueue: jest.fn() } });
