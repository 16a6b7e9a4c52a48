// Spec §8: an unknown route logs the requested path.
console.error("404 Error: User attempted to access non-existent route:", location.pathname);
