/**
 * PostgreSQL's own page cache inside PGlite's WebAssembly heap. PostgreSQL's 128 MB default is
 * allocated and touched at start-up and stays in the process's memory; 8 MB leaves caching to
 * the operating system's page cache, which every read goes through anyway.
 */
export const DEFAULT_SHARED_BUFFERS = '8MB';
