// Module boundaries that ESLint's file-level rules cannot see (docs/decisions/019-module-ownership.md):
// the modules under app/modules depend on each other without a cycle. A cycle through several
// files of different modules (bidding → payments → orders → bidding) is a cycle between modules
// even when no single chain of files loops.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-module-cycles",
      severity: "error",
      comment:
        "Modules form a layered graph: move the shared piece down (to app/lib or the lower module) instead.",
      scope: "folder",
      from: { path: "^app/modules/[^/]+" },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: "^app/modules/",
    exclude: { path: "\\.test\\.tsx?$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js"] },
  },
};
