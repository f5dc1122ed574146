// Identity targets: sign-in p95 with argon2id at OWASP parameters, and what the audit row adds to a PHI read.
// Run: node --import tsx packages/server/bench/identity.ts   (BENCH_DATABASE_URL=… for PostgreSQL)
import { buildApp } from '../src/app.ts';
import { appendAudit } from '../src/audit/append-audit.ts';
import type { Actor } from '../src/shared/actor.ts';
import { loadPatientDetail } from '../src/patients/load-patient-detail.ts';
import { ephemeralSecrets } from '../src/secrets.ts';
import { BENCH_ADMIN, seedLargeFacility } from './bulk-seed.ts';
import { summarize } from './percentiles.ts';
import { openScratchDatabase } from './scratch-database.ts';

const scratch = await openScratchDatabase(process.env.BENCH_DATABASE_URL);
try {
  const facilityId = await seedLargeFacility(scratch.db, 200);
  const app = await buildApp({ db: scratch.db, secrets: ephemeralSecrets() });
  const signIns: number[] = [];
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...BENCH_ADMIN, role: 'administrator' },
      remoteAddress: `198.51.100.${attempt % 200}`,
    });
    if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}`);
    signIns.push(performance.now() - started);
  }
  const admin = await scratch.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', BENCH_ADMIN.email)
    .executeTakeFirstOrThrow();
  const patient = await scratch.db.selectFrom('patients').select('id').limit(1).executeTakeFirstOrThrow();
  const actor: Actor = {
    userId: admin.id,
    role: 'administrator',
    facilityId,
    sessionId: admin.id,
    isPending: false,
    hasValidHipaa: true,
    mustEnrolMfa: false,
  };
  const context = {
    userId: admin.id,
    userRole: 'administrator',
    sessionId: null,
    ipAddress: '127.0.0.1',
    userAgent: 'bench',
  };
  const measureRead = async (isAudited: boolean) => {
    const samples: number[] = [];
    for (let index = 0; index < 400; index += 1) {
      const started = performance.now();
      await scratch.db.transaction().execute(async (trx) => {
        await loadPatientDetail(trx, actor, patient.id);
        if (isAudited)
          await appendAudit(trx, context, {
            action: 'VIEW_PATIENT',
            resourceType: 'PATIENT',
            resourceId: patient.id,
          });
      });
      samples.push(performance.now() - started);
    }
    return summarize(samples.slice(50));
  };
  const plain = await measureRead(false);
  const audited = await measureRead(true);
  console.log(
    JSON.stringify(
      {
        database: scratch.kind,
        signIn: summarize(signIns.slice(10)),
        patientRead: plain,
        auditedPatientRead: audited,
        auditAddsP95Ms: Math.round((audited.p95 - plain.p95) * 100) / 100,
      },
      null,
      2,
    ),
  );
  await app.close();
} finally {
  await scratch.drop();
}
