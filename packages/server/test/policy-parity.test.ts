import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as core from '@carenest/core';

// The issue's requirement (ARCHITECTURE.md, "Policies"): the web shows a button by the same core policy
// decision the server calls after its scoped load. This test reads both source trees with the TypeScript
// compiler and compares the `<resource>Policy.<decision>` accesses each side makes.

const root = path.resolve(import.meta.dirname, '../../..');
const SIDES = { server: 'packages/server/src', web: 'packages/web/src' } as const;
type Side = keyof typeof SIDES;

/** The old per-role rule functions the policies replaced; neither side may import them any more. */
const REMOVED_RULES = [
  'canCreateClinicalNote',
  'canAmendClinicalNote',
  'canEditClinicalNote',
  'canAdministerMedication',
  'canAddMedication',
  'canViewMedications',
  'canAmendAdministration',
  'canReadDocuments',
  'canUploadDocuments',
  'canRecordVitalSigns',
] as const;

/** The decisions each side must call itself. */
const REQUIRED_ON_BOTH_SIDES = {
  clinicalNotePolicy: ['canCreate', 'canAmend', 'canEdit'],
  medicationPolicy: ['canAdd', 'canAdminister', 'canAmendAdministration'],
  documentPolicy: ['canUpload'],
  dailyReportPolicy: ['canRead'],
  morningHandoffPolicy: ['canRead'],
  appointmentPolicy: ['canRead', 'canSchedule', 'canAnswer', 'canCancel', 'canReschedule', 'canComplete'],
  incidentPolicy: ['canRead', 'canReport', 'canReview'],
} as const;

/** Decisions of which at least one must be called by both sides (reading a document, or opening its content). */
const ONE_OF_ON_BOTH_SIDES = { documentPolicy: ['canRead', 'canOpenContent'] } as const;

/** Every .ts and .tsx file under a folder, tests aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** What one side's source does with policies and the removed rules. */
interface SideFacts {
  /** "clinicalNotePolicy.canEdit" for every such property access. */
  decisions: Set<string>;
  /** "file: name" for every named import of a removed rule function. */
  removedRuleImports: string[];
}

/** Walks every file of one side with the compiler's parser. */
function readSide(side: Side): SideFacts {
  const facts: SideFacts = { decisions: new Set(), removedRuleImports: [] };
  for (const file of sourceFiles(path.join(root, SIDES[side]))) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text.endsWith('Policy')
      ) {
        facts.decisions.add(`${node.expression.text}.${node.name.text}`);
      }
      if (ts.isImportSpecifier(node)) {
        const imported = (node.propertyName ?? node.name).text;
        if ((REMOVED_RULES as readonly string[]).includes(imported))
          facts.removedRuleImports.push(`${path.relative(root, file)}: ${imported}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return facts;
}

describe('the web and the server decide by the same policies', () => {
  const sides: Record<Side, SideFacts> = { server: readSide('server'), web: readSide('web') };
  const sideNames = Object.keys(SIDES) as Side[];

  it("calls each decision of notes, medications, document uploads and a child's day in both the server and the web", () => {
    const missing = Object.entries(REQUIRED_ON_BOTH_SIDES).flatMap(([policy, decisions]) =>
      decisions.flatMap((decision) =>
        sideNames
          .filter((side) => !sides[side].decisions.has(`${policy}.${decision}`))
          .map((side) => `${policy}.${decision} is never called in ${SIDES[side]} (the ${side})`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it("calls the same decision about reading a document's content in both the server and the web", () => {
    const missing = Object.entries(ONE_OF_ON_BOTH_SIDES).flatMap(([policy, decisions]) => {
      const calledByBoth = decisions.filter((decision) =>
        sideNames.every((side) => sides[side].decisions.has(`${policy}.${decision}`)),
      );
      if (calledByBoth.length > 0) return [];
      const callers = sideNames.map(
        (side) =>
          `the ${side} calls ${
            decisions.filter((decision) => sides[side].decisions.has(`${policy}.${decision}`)).join(', ') ||
            'none of them'
          }`,
      );
      return [`no one of ${policy}.{${decisions.join(', ')}} is called by both sides: ${callers.join('; ')}`];
    });
    expect(missing).toEqual([]);
  });

  it('imports none of the removed per-role rule functions on either side', () => {
    expect(sides.server.removedRuleImports, 'the server still imports removed rules').toEqual([]);
    expect(sides.web.removedRuleImports, 'the web still imports removed rules').toEqual([]);
  });

  it('no longer offers the removed rule functions from core', () => {
    expect(REMOVED_RULES.filter((name) => name in core)).toEqual([]);
  });
});
