import 'server-only';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactAnswers, contactInquiries, users } from '../db/schema';

/** The demo general member (seeded by the members domain): the first active `demo…` normal account. */
async function demoGeneralMember(db: Db) {
  const [u] = await db
    .select({ id: users.id, name: users.name, tel: users.tel, email: users.email })
    .from(users)
    .where(and(ilike(users.email, 'demo%'), eq(users.memberType, 'normal'), eq(users.status, 'active')))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return u ?? null;
}

/**
 * One answered consultation for the demo general member, once. Returns false when that member
 * does not exist (yet): the members seed may run later, so the caller retries.
 */
export async function seedDemoCounsel(db: Db, now = new Date()): Promise<boolean> {
  const member = await demoGeneralMember(db);
  if (!member) return false;
  const [existing] = await db
    .select({ id: contactInquiries.id })
    .from(contactInquiries)
    .where(eq(contactInquiries.userId, member.id))
    .limit(1);
  if (existing) return true;
  const asked = new Date(now.getTime() - 3 * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    const [inq] = await tx
      .insert(contactInquiries)
      .values({
        userId: member.id,
        type: 'event',
        name: member.name ?? '김모루',
        tel: member.tel ?? '01012345678',
        email: member.email ?? 'demo@moru-surfaces.example',
        title: '도슨트 투어 단체 관람이 가능한가요?',
        message:
          '회사 디자인팀 8명이 함께 도슨트 투어를 듣고 싶습니다. 같은 시간대로 단체 신청이 가능한지 궁금합니다.',
        consentAt: asked,
        createdAt: asked,
      })
      .returning({ id: contactInquiries.id });
    await tx.insert(contactAnswers).values({
      inquiryId: inq.id,
      body: '문의 주셔서 감사합니다. 도슨트 투어는 회차당 15명까지 신청할 수 있어, 같은 회차에 각자 신청해 주시면 함께 관람하실 수 있습니다. 10명 이상 단체는 대표전화로 연락 주시면 별도 회차를 안내해 드립니다.',
      createdAt: new Date(asked.getTime() + 5 * 60 * 60 * 1000),
    });
  });
  return true;
}
