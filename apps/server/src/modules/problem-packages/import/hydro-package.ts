// Hydro zip (reference §11): a folder per problem with problem.yaml (pid unless "null", title, tag), the
// statement in problem_zh.md or problem.md (another problem_*.md otherwise) and testdata/ with config.yaml.
import fs from 'node:fs';
import path from 'node:path';
import { hydroJudging } from './hydro-config.ts';
import { resolveFileLinks, splitExamples } from './hydro-statement.ts';
import { asList, asRecord, asText, filesUnder, readYaml, titleOr, topFolders } from './package-files.ts';
import type { PackageUnit } from './package-unit.ts';
import type { ProblemDraft } from './problem-draft.ts';

function statementFile(names: string[]): string | undefined {
  return (
    names.find((n) => n === 'problem_zh.md') ?? names.find((n) => n === 'problem.md') ?? names.find((n) => /^problem_[\w-]+\.md$/.test(n))
  );
}

async function draftOf(folder: string, name: string, files: string[], dataDir: string): Promise<ProblemDraft> {
  const meta = asRecord(readYaml(path.join(folder, 'problem.yaml'), `${name}/problem.yaml`));
  const markdownName = statementFile(filesUnder(files, name));
  const markdown = markdownName ? fs.readFileSync(path.join(folder, markdownName), 'utf8') : '';
  const { text, examples } = splitExamples(await resolveFileLinks(markdown, path.join(folder, 'additional_file'), dataDir));
  const testdata = path.join(folder, 'testdata');
  const configFile = path.join(testdata, 'config.yaml');
  const config = fs.existsSync(configFile) ? asRecord(readYaml(configFile, `${name}/testdata/config.yaml`)) : {};
  const judging = hydroJudging(config, testdata, filesUnder(files, `${name}/testdata`));
  const pid = asText(meta.pid);
  return {
    problem: {
      problemId: pid === 'null' ? '' : pid,
      title: asText(meta.title),
      description: text,
      examples,
      auth: 1,
      difficulty: 1,
      ...judging.problem,
    },
    judgeMode: judging.judgeMode,
    languages: judging.languages,
    templates: [],
    tags: asList(meta.tag).map(asText),
    cases: judging.cases,
    solutions: [],
  };
}

export function hydroUnits(root: string, files: string[], dataDir: string): PackageUnit[] {
  return topFolders(files)
    .filter((name) => files.includes(`${name}/problem.yaml`))
    .map((name) => {
      const folder = path.join(root, name);
      return {
        title: titleOr(() => asRecord(readYaml(path.join(folder, 'problem.yaml'), `${name}/problem.yaml`)).title, name),
        load: () => draftOf(folder, name, files, dataDir),
      };
    });
}
