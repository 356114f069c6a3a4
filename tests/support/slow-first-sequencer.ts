import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest on the CI machine, longest first (docs/bench/028-ci-time.md): they
 * start first, so the run does not end with one of them alone on a worker while the rest idle.
 */
const slowestFiles = [
  "tests/soak.test.ts",
  "tests/fuzz/malformed-requests.test.ts",
  "tests/order-placement.test.ts",
  "tests/admin-authorization.test.ts",
  "tests/mail-outbox.test.ts",
  "tests/order-limits.test.ts",
  "tests/two-processes.postgres.test.ts",
  "tests/catalog-page-cache.test.ts",
];

const rank = (file: TestSpecification) => {
  const index = slowestFiles.findIndex((path) => file.moduleId.endsWith(path));
  return index === -1 ? slowestFiles.length : index;
};

/**
 * Vitest's own order (by group, then project), except that within a group the slowest files,
 * of every project, go first (docs/decisions/028-ci-time.md).
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groupOf = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    return (await super.sort(files)).toSorted(
      (a, b) => groupOf(a) - groupOf(b) || rank(a) - rank(b),
    );
  }
}
