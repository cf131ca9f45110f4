// Async boundary: shared singletons are negotiated with the remotes before any of them is used.
// A pre-rendered first screen (shell/prerender) is painted before the app boots: booting at once kept
// a slow phone's page blank until the scripts had run. After the next frame, a task: the paint is done.
const afterNextPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const prerendered = document.getElementById('root')?.hasChildNodes() ?? false;
void (prerendered ? afterNextPaint() : Promise.resolve()).then(() => import('./bootstrap'));
