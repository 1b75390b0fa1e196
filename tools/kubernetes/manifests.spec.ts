import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments } from 'yaml';

// deploy/kubernetes rendered by `kubectl kustomize` as an operator applies it, every object checked
// against the Kubernetes and Argo Rollouts schemas, and the rules a cluster would only show too late.

const root = resolve(__dirname, '../..');
const KUBECTL = process.env['KUBECTL'] ?? 'kubectl';
const hasKubectl = spawnSync(KUBECTL, ['version', '--client'], { encoding: 'utf8' }).status === 0;

interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

interface Container {
  name: string;
  image: string;
  livenessProbe?: { httpGet?: { path: string } };
  readinessProbe?: { httpGet?: { path: string } };
  resources?: { requests?: { cpu?: string; memory?: string }; limits?: { memory?: string } };
}

interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: { containers: Container[]; initContainers?: Container[] };
}

/** Problems the schemas find in `objects` (tools/kubernetes/validate-objects.mjs: the model packages are ES modules only). */
function schemaProblems(objects: KubernetesObject[]): Array<{ object: string; error: string }> {
  const validated = spawnSync(process.execPath, [join(__dirname, 'validate-objects.mjs')], { input: JSON.stringify(objects), encoding: 'utf8' });
  if (validated.status !== 0) throw new Error(`validate-objects.mjs failed: ${validated.stderr}`);
  return JSON.parse(validated.stdout);
}

/** The workloads that serve: every backend (ideas as web and worker) and the gateway. */
const WORKLOADS = ['auth', 'ideas-web', 'ideas-worker', 'community', 'gateway'];
const BACKENDS = ['auth', 'ideas-web', 'ideas-worker', 'community'];
const OVERLAYS = ['local', 'production'];

function render(kustomization: string): KubernetesObject[] {
  const rendered = spawnSync(KUBECTL, ['kustomize', join(root, 'deploy/kubernetes', kustomization)], { encoding: 'utf8' });
  if (rendered.status !== 0) throw new Error(`kubectl kustomize ${kustomization} failed: ${rendered.stderr}`);
  const objects = parseAllDocuments(rendered.stdout).map((document) => document.toJS() as KubernetesObject);
  // kustomize folds long base64 values over lines, which the API server's decoder skips; the schema's format check does not.
  for (const object of objects) if (object.kind === 'Secret' && object.data) for (const key of Object.keys(object.data)) object.data[key] = object.data[key].replace(/\s/g, '');
  return objects;
}

function find(objects: KubernetesObject[], kind: string, name: string): KubernetesObject {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
}

const templateOf = (object: KubernetesObject) => (object.spec as { template: PodTemplate }).template;

if (!hasKubectl) {
  console.warn(`[manifests] kubectl not found (${KUBECTL}): deploy/kubernetes is not rendered or validated. Install Debian's kubectl package.`);
}

(hasKubectl ? describe : describe.skip).each(OVERLAYS)('deploy/kubernetes/overlays/%s', (overlay) => {
  const objects = render(`overlays/${overlay}`);
  const migration = render(`overlays/${overlay}/migrate`);

  it('renders only objects of known kinds, each valid against its schema, in the founder namespace', () => {
    expect(schemaProblems([...objects, ...migration])).toEqual([]);
    for (const object of [...objects, ...migration]) {
      if (object.kind !== 'Namespace') expect(`${object.kind}/${object.metadata.name} in ${object.metadata.namespace}`).toBe(`${object.kind}/${object.metadata.name} in founder`);
    }
  });

  it.each(WORKLOADS)('%s: liveness and readiness probes, requests and a memory limit on every container, a PodDisruptionBudget and an autoscaler', (name) => {
    const workload = objects.find((object) => ['Deployment', 'Rollout'].includes(object.kind) && object.metadata.name === name)!;
    const template = templateOf(workload);
    for (const container of template.spec.containers) {
      expect([container.livenessProbe?.httpGet?.path, container.readinessProbe?.httpGet?.path]).toEqual(['/health/live', '/health/ready']);
    }
    for (const container of [...template.spec.containers, ...(template.spec.initContainers ?? [])]) {
      expect(container.resources?.requests?.cpu).toMatch(/^\d+m$/);
      expect(container.resources?.requests?.memory).toMatch(/^\d+Mi$/);
      expect(container.resources?.limits?.memory).toMatch(/^\d+(Mi|Gi)$/);
    }
    const budget = find(objects, 'PodDisruptionBudget', name).spec as { selector: { matchLabels: Record<string, string> } };
    expect(budget.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': name });
    expect(template.metadata.labels['app.kubernetes.io/name']).toBe(name);
    const autoscaler = find(objects, 'HorizontalPodAutoscaler', name).spec as { scaleTargetRef: { kind: string; name: string } };
    expect(autoscaler.scaleTargetRef).toMatchObject({ kind: workload.kind, name });
  });

  it.each(BACKENDS)('%s: an Argo Rollout in canary steps of 10 and 50%%, judged by the canary-vs-stable analysis, and waiting for the migrations', (name) => {
    const rollout = find(objects, 'Rollout', name).spec as { strategy: { canary: { steps: object[]; analysis: { templates: Array<{ templateName: string }> } } } };
    expect(rollout.strategy.canary.steps).toEqual([{ setWeight: 10 }, { pause: {} }, { setWeight: 50 }, { pause: { duration: '10m' } }, { setWeight: 100 }]);
    expect(rollout.strategy.canary.analysis.templates).toEqual([{ templateName: 'canary-vs-stable' }]);
    find(objects, 'AnalysisTemplate', 'canary-vs-stable');
    const env = (templateOf(find(objects, 'Rollout', name)).spec.containers[0] as unknown as { env: Array<{ name: string; value?: string }> }).env;
    expect(env.find((variable) => variable.name === 'MIGRATIONS')?.value).toBe('off');
  });

  it('runs each service image from the same registry and tag in the migration Job as in the app', () => {
    const job = find(migration, 'Job', 'migrate');
    const jobImages = [...templateOf(job).spec.initContainers!, ...templateOf(job).spec.containers].map((container) => container.image).sort();
    const appImages = BACKENDS.filter((name) => name !== 'ideas-worker').map((name) => templateOf(find(objects, 'Rollout', name)).spec.containers[0].image).sort();
    expect(jobImages).toEqual(appImages);
  });

  it("mounts the runtime manifest where the gateway's REMOTES_MANIFEST points, equal to deploy/remotes.json", () => {
    const manifest = find(objects, 'ConfigMap', 'remotes-manifest');
    expect(JSON.parse(manifest.data!['remotes.json'])).toEqual(JSON.parse(readFileSync(join(root, 'deploy/remotes.json'), 'utf8')));
    const gateway = templateOf(find(objects, 'Deployment', 'gateway'));
    const env = (gateway.spec.containers[0] as unknown as { env: Array<{ name: string; value?: string }> }).env;
    expect(env.find((variable) => variable.name === 'REMOTES_MANIFEST')?.value).toBe('/etc/founder/remotes/remotes.json');
    expect(gateway.spec.initContainers!.map((container) => container.name)).toEqual([
      'frontend-shell',
      'frontend-mfe-demos',
      'frontend-mfe-ideas',
      'frontend-mfe-workspace',
      'frontend-mfe-account',
    ]);
  });

  it('publishes only the gateway', () => {
    const ingress = find(objects, 'Ingress', 'gateway').spec as { rules: Array<{ http: { paths: Array<{ backend: { service: { name: string } } }> } }> };
    expect(ingress.rules.flatMap((rule) => rule.http.paths.map((path) => path.backend.service.name))).toEqual(['gateway']);
    expect(objects.filter((object) => object.kind === 'Ingress').map((object) => object.metadata.name)).toEqual(['gateway']);
  });
});

(hasKubectl ? describe : describe.skip)('deploy/kubernetes/overlays/production secrets', () => {
  it('commits no Secret: the operator creates founder-secrets', () => {
    const secrets = [...render('overlays/production'), ...render('overlays/production/migrate')].filter((object) => object.kind === 'Secret');
    expect(secrets).toEqual([]);
  });

  it('has no secret-looking value in plain text in its files', () => {
    const rendered = spawnSync(KUBECTL, ['kustomize', join(root, 'deploy/kubernetes/overlays/production')], { encoding: 'utf8' }).stdout;
    expect(rendered).not.toMatch(/(PASSWORD|SECRET|_KEY|DATABASE_URL|SMTP_URL)[A-Z_]*[:=]\s*\S/);
  });
});
