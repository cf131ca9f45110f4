// Async boundary: the shared React is negotiated with the report remote before either uses it.
import('./bootstrap');
