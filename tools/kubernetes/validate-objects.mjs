// Validates Kubernetes objects (a JSON array on stdin) against the Kubernetes and Argo Rollouts
// schemas. The model packages are ES modules only, so jest (CommonJS) runs this in a child process.
// Prints a JSON array of problems: { object: "Kind/name", error } (empty when all are valid).
import { AnalysisTemplate, Rollout } from '@kubernetes-models/argo-rollouts/argoproj.io/v1alpha1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { readFileSync } from 'node:fs';

const MODELS = {
  'apps/v1/Deployment': Deployment,
  'argoproj.io/v1alpha1/Rollout': Rollout,
  'argoproj.io/v1alpha1/AnalysisTemplate': AnalysisTemplate,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

const problems = [];
for (const object of JSON.parse(readFileSync(0, 'utf8'))) {
  const name = `${object.kind}/${object.metadata?.name}`;
  const Model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!Model) {
    problems.push({ object: name, error: `no schema for ${object.apiVersion} ${object.kind}` });
    continue;
  }
  try {
    new Model(object).validate();
  } catch (error) {
    problems.push({ object: name, error: error instanceof Error ? error.message : String(error) });
  }
}
process.stdout.write(JSON.stringify(problems));
