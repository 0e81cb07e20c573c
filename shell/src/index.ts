// Async boundary: the federation runtime sets up the shared singletons before any of them is imported.
import('./bootstrap');
