// A remote is consumed through its container (remoteEntry.js / mf-manifest.json); this entry only
// keeps the async boundary in place for the shared singletons.
import('./bootstrap');
