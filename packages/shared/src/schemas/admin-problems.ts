// Request schemas: see the module that owns them.
export {};
