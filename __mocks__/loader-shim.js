// Gatsby's Link expects the runtime loader on the global object.
global.___loader = { enqueue: jest.fn() };
