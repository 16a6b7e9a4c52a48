// An unknown route logs the requested path (tests/e2e/not-found.spec.ts).
console.error("404 Error: User attempted to access non-existent route:", location.pathname);
