// The import rules `npm test` checks (decision 019): top-level folders of lib/ import each other in one
// direction only, lib/ never imports app/, and no module imports itself back through others. The order of
// the rows is in scripts/layers.ts, checked by scripts/import-rules.test.ts.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "lib-imports-app",
      comment: "lib/ is below the routes: it never imports from app/.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^app/" },
    },
    {
      name: "no-module-cycles",
      comment: "A module that reaches itself again through its imports.",
      severity: "error",
      from: { path: "^(app|lib|components|config)/" },
      to: { circular: true, pathNot: "^lib/generated/" },
    },
    {
      name: "no-lib-folder-cycles",
      comment: "Top-level folders of lib/ depend on each other in one direction only.",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/[^/]+/$" },
      to: { path: "^lib/[^/]+/$", circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(lib/generated|node_modules)/|\\.test\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
