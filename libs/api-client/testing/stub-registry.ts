/**
 * The stubs of one global still installed, oldest first: a stub's restore puts back what it replaced
 * (once), and restoreAll undoes every stub left, newest first.
 */
export const stubRegistry = () => {
  const installed: (() => void)[] = [];
  return {
    install: (undo: () => void): (() => void) => {
      const restore = () => {
        const index = installed.indexOf(restore);
        if (index === -1) return;
        installed.splice(index, 1);
        undo();
      };
      installed.push(restore);
      return restore;
    },
    restoreAll: () => {
      while (installed.length > 0) installed[installed.length - 1]();
    },
  };
};
