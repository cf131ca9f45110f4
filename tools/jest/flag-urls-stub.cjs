// Stands in for libs/ui's flag-urls module under jest, where no bundler emits the flag files.
module.exports = { flagUrl: (cca2) => `/flags/${cca2.toLowerCase()}.svg` };
