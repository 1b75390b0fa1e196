// Import rules of apps/, libs/ and services/, checked by `npm run lint:imports` (dependency-cruiser),
// the first step of `npm test`. Between projects, ESLint's @nx/enforce-module-boundaries rules apply
// (eslint.config.mjs); these add what it cannot see: cycles and folders inside one project.
// Each rule's comment is printed under its violation.

const WORKSPACE = '^apps/mfe-workspace/src/';
const IDEAS = '^apps/mfe-ideas/src/';
// mfe-ideas: the folders every tool builds on. Every other folder of its src is a tool: a document
// kind (business-plan/, pitch-deck/, financial-model/, market-research/) or submit-idea/.
const IDEAS_ENGINE = `${IDEAS}(idea-documents|current-idea|shared|sharing|generation|idea-analysis)/`;
// services/ideas, bottom to top: domain/ and openapi/ (pure rules and schema helpers), owners/ (who
// calls), access/ (the one access helper: permissions and how each resource's row is read), ideas/ (the
// idea and its answer), idea-documents/ (the engine every document kind runs
// on), the kinds, then document-kinds/ (the registry) and the features (shares/, companies/, ...).
const SERVICE = '^services/ideas/src/';
const KINDS = '(business-plan|pitch-deck|financial-model|market-research)';
const CONFIG = `${SERVICE}ideas-environment\\.ts$`;
/** A folder of services/ideas/src may import only these folders (and the environment class). */
const onlyImports = (name, from, allowed, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: `${SERVICE}${from}/` },
  to: { path: SERVICE, pathNot: [`${SERVICE}(${allowed})/`, CONFIG] },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycles',
      severity: 'error',
      comment:
        'No import cycles, type-only imports included: move what both sides need (a type, a constant) into a ' +
        'module that each of them imports, so the imports go one way.',
      from: { path: '^(apps|libs|services)/' },
      to: { circular: true },
    },
    {
      // Every folder of apps/mfe-workspace/src but shared/ is an area (one route prefix each):
      // dashboard/, platform/, events-networking/, data-room-link/ today, and any area added later.
      name: 'workspace-areas-stay-apart',
      severity: 'error',
      comment:
        'mfe-workspace: an area folder (dashboard/, platform/, events-networking/, data-room-link/) never imports ' +
        "another area's files. What areas share goes through libs/contracts (types, API paths, constants) or " +
        "the remote's src/shared/ (components and hooks used by more than one area).",
      from: { path: `${WORKSPACE}([^/]+)/`, pathNot: `${WORKSPACE}shared/` },
      to: { path: `${WORKSPACE}[^/]+/`, pathNot: `${WORKSPACE}($1|shared)/` },
    },
    {
      name: 'workspace-shared-imports-no-area',
      severity: 'error',
      comment: "mfe-workspace: src/shared/ serves every area and imports none of them (routes.tsx is the one file that lists the areas).",
      from: { path: `${WORKSPACE}shared/` },
      to: { path: `${WORKSPACE}[^/]+/`, pathNot: `${WORKSPACE}shared/` },
    },
    {
      name: 'ideas-tools-stay-apart',
      severity: 'error',
      comment:
        'mfe-ideas: a tool folder (business-plan/, pitch-deck/, financial-model/, market-research/, submit-idea/) ' +
        "never imports another tool's files. What tools share belongs in the engine folders (idea-documents/, " +
        'current-idea/, shared/, sharing/, generation/, idea-analysis/) or in libs/contracts.',
      from: { path: `${IDEAS}([^/]+)/`, pathNot: IDEAS_ENGINE },
      to: { path: `${IDEAS}[^/]+/`, pathNot: [`${IDEAS}$1/`, IDEAS_ENGINE] },
    },
    {
      name: 'ideas-engine-imports-no-tool',
      severity: 'error',
      comment:
        'mfe-ideas: the engine folders (idea-documents/, current-idea/, shared/, sharing/, generation/, idea-analysis/) ' +
        'never import a tool folder (a document kind or submit-idea/): kinds depend on the engine, never the ' +
        "reverse. A tool's own code and tests stay in its folder; routes.tsx is the one file that lists the tools.",
      from: { path: IDEAS_ENGINE },
      to: { path: `${IDEAS}[^/]+/`, pathNot: IDEAS_ENGINE },
    },
    onlyImports('ideas-service-domain-is-a-leaf', '(domain|openapi)', 'domain|openapi', 'services/ideas: domain/ and openapi/ are pure rules and helpers; they import nothing else of the service.'),
    onlyImports('ideas-service-owners-imports-domain-only', 'owners', 'owners|domain', "services/ideas: owners/ is who calls (caller, guard, cookie, id pipes); it imports only domain/."),
    {
      name: 'ideas-service-access-reads-rows-only',
      severity: 'error',
      comment:
        "services/ideas: access/ (the access helper every service method calls first) imports owners/, domain/ and the " +
        "entities of the rows it guards (*.entity.ts: an entity imports nothing else of its folder), never a service, controller or module of a feature.",
      from: { path: `${SERVICE}access/` },
      to: { path: SERVICE, pathNot: [`${SERVICE}(access|owners|domain)/`, `${SERVICE}[^/]+/[^/]+\\.entity\\.ts$`, `${SERVICE}data-room/data-room-link-row\\.ts$`, CONFIG] },
    },
    onlyImports(
      'ideas-service-ideas-below-documents',
      'ideas',
      'ideas|access|owners|domain|openapi',
      'services/ideas: ideas/ (the idea, its answer) sits below the document engine and the kinds; what it needs of them comes by injection (REGISTERED_DOCUMENT_KINDS).',
    ),
    onlyImports(
      'ideas-service-activity-below-documents',
      '(activity|users)',
      'activity|users|access|owners|domain|openapi',
      'services/ideas: activity/ (the feed and recordActivity) and users/ (names from auth) sit below the document engine, which records and names through them.',
    ),
    onlyImports(
      'ideas-service-engine-imports-no-kind',
      'idea-documents',
      'idea-documents|ideas|activity|users|access|owners|domain|openapi',
      'services/ideas: the engine (idea-documents/) never imports a kind, the registry (document-kinds/) or a feature: kinds depend on the engine, never the reverse.',
    ),
    {
      name: 'ideas-service-kinds-stay-apart',
      severity: 'error',
      comment:
        "services/ideas: a document kind (business-plan/, pitch-deck/, financial-model/, market-research/) imports the engine, ideas/, activity/, users/, access/, owners/ and domain/, never another kind or the registry; what kinds share belongs in domain/ or the engine, and specs across kinds in document-kinds/.",
      from: { path: `${SERVICE}${KINDS}/` },
      to: { path: SERVICE, pathNot: [`${SERVICE}($1|idea-documents|ideas|activity|users|access|owners|domain|openapi)/`, CONFIG] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports count: a cycle of types is the same tangle of files as a cycle of values.
    tsPreCompilationDeps: true,
    // The @founder/* aliases resolve by the workspace's paths.
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
