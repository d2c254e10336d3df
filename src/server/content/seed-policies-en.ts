import 'server-only';
import { site } from '@/config/site';
import type { Policy } from '@/schemas/content';

const company = site.company.name.en;
const service = site.programme.en;

export const privacyEn: Policy = {
  title: 'Privacy Policy',
  effectiveDate: '2025-03-01',
  intro: `${company} (“the Company”) runs the ${service} website (“the Site”) in line with the Personal Information Protection Act of Korea and related laws. This policy explains how we handle your personal data and keep it safe.`,
  sections: [
    {
      id: 'purpose',
      heading: '1. Why we process personal data',
      body: [
        'We process personal data only for the purposes below, and ask for your consent again before using it for anything else.',
      ],
      items: [
        'Membership: identifying members, identity verification, preventing misuse, one account per person, handling withdrawal',
        'Events and exhibitions: taking applications for visits, docent tours and workshops, confirming sessions, checking identity at the entrance, sending notices',
        'Company members: interior consultation and business events',
        'Contact: reading and answering your enquiry and reporting the outcome',
        'Improving the Site: visit statistics (only when an analytics tool is configured)',
      ],
    },
    {
      id: 'items',
      heading: '2. What we collect',
      body: [
        'We collect only what the service needs. Passwords and connecting information (CI) are never stored in the clear: we keep only an irreversible hash.',
      ],
      table: {
        head: ['Purpose', 'Data', 'How'],
        rows: [
          [
            'General members (required)',
            'Email, name, date of birth, mobile number, password (hashed)',
            'Sign-up form',
          ],
          [
            'Identity verification',
            'Connecting information (CI, stored hashed), verification result (name, mobile number, date of birth)',
            'Mobile identity verification service',
          ],
          ['Company members (also required)', 'Company, rank, occupation', 'Sign-up form'],
          ['Social login', 'Kakao or Naver member identifier, email', 'When you connect social login'],
          ['Event applications', 'Session chosen, survey answers', 'Application form'],
          [
            'Contact',
            'Name, mobile number, email (required); affiliation and rank (optional); enquiry title and message',
            'Contact form',
          ],
          [
            'Collected automatically',
            'Access time, IP address, browser details, cookies, usage records',
            'While you use the Site',
          ],
        ],
      },
    },
    {
      id: 'retention',
      heading: '3. How long we keep it',
      body: [
        'We destroy personal data without delay once its purpose is met, except for the data below, which we keep for the period stated.',
      ],
      items: [
        'Member data: until you withdraw (deleted immediately on withdrawal)',
        'Data received through the Contact form: 1 year from receipt',
        'Event applications, survey answers, check-ins and exhibition signups: 1 year from the day the event ends (after that we keep only counts that identify no one)',
        'Communication confirmation records (such as access logs): 1 year, under the Protection of Communications Secrets Act',
        'CI hash used to prevent duplicate accounts: deleted as soon as the re-registration check after withdrawal is complete',
      ],
    },
    {
      id: 'third-party',
      heading: '4. Sharing with third parties',
      body: [
        'We do not give your personal data to third parties, except where you have agreed in advance or the law specifically requires it.',
      ],
    },
    {
      id: 'outsourcing',
      heading: '5. Processors',
      body: [
        'We entrust the tasks below to processors and oversee, by contract, that they handle personal data safely.',
      ],
      table: {
        head: ['Processor', 'Task'],
        rows: [
          [
            'PortOne',
            'Mobile identity verification through the identity verification agencies (PASS and others), and issuing connecting information (CI)',
          ],
          [
            'SOLAPI',
            'Sending KakaoTalk notices and text messages: confirmations, a place from the waitlist, reminders, changed and cancelled slots',
          ],
          ['Email delivery provider', 'Sending verification codes and event notices'],
          ['Cloud service provider', 'Running the Site and its database'],
        ],
      },
    },
    {
      id: 'destruction',
      heading: '6. How we destroy data',
      body: [
        'When you withdraw, we delete your personal data, including member details, applications and consultation history, without delay. Data the law requires us to keep is stored apart from other data and destroyed when its period ends.',
        'Electronic files are deleted so that they cannot be recovered; paper documents are shredded or incinerated.',
      ],
    },
    {
      id: 'rights',
      heading: '7. Your rights',
      body: [
        'You may at any time ask to see, correct or delete your personal data, or ask us to stop processing it.',
      ],
      items: [
        'View and correct your details yourself under Edit member information in My Page.',
        'Withdraw from My Page to have your personal data deleted.',
        'For anything else, use the Contact form or write to the privacy officer below. We reply within 10 days.',
      ],
    },
    {
      id: 'cookies',
      heading: '8. Cookies',
      body: [
        'The Site uses cookies that the service needs and, only when configured, analytics cookies. You can refuse cookies in your browser settings, but some features, such as signing in, will then not work.',
      ],
      table: {
        head: ['Cookie', 'Purpose', 'Kept for'],
        rows: [
          [
            'NEXT_LOCALE',
            'Keeps the language you chose with the language switch (Korean or English). If it is English, the pages available only in Korean (events, sign-in and sign-up, My Page) show a short note in English with a link to the English site; it never changes the language a page opens in',
            '1 year',
          ],
          [
            'Session cookie',
            'Keeps you signed in (HttpOnly, not readable by scripts)',
            'Until you sign out or it expires',
          ],
          [
            'Analytics cookies',
            'Visit statistics (only when an analytics tool is configured)',
            'As set by the analytics tool',
          ],
        ],
      },
    },
    {
      id: 'security',
      heading: '9. How we keep data safe',
      body: ['We take the following measures against loss, theft, leaks and alteration of personal data.'],
      items: [
        'Passwords and connecting information (CI) are stored only as one-way hashes.',
        'All traffic is encrypted (HTTPS), and sign-in tokens are short-lived.',
        'Access to systems holding personal data is limited to the fewest staff possible, and access is logged.',
        'Staff who handle personal data receive regular security training.',
      ],
    },
    {
      id: 'officer',
      heading: '10. Privacy officer',
      body: [
        'For questions, complaints or remedies regarding personal data, please contact:',
        `Privacy officer: Privacy Team, ${company} · email ${site.company.email} · tel. ${site.company.tel}`,
      ],
    },
    {
      id: 'remedy',
      heading: '11. Remedies',
      body: [
        'To report or discuss a breach of your personal data, you can also contact these Korean public bodies:',
      ],
      items: [
        'Personal Information Dispute Mediation Committee 1833-6972',
        'Personal Information Infringement Report Center 118',
        'Supreme Prosecutors’ Office 1301',
        'Korean National Police Agency 182',
      ],
    },
    {
      id: 'changes',
      heading: '12. Changes to this policy',
      body: [
        'This policy applies from 1 March 2025. We announce any change on the Site at least 7 days before it takes effect.',
      ],
    },
  ],
};

export const termsEn: Policy = {
  title: 'Terms of Use',
  effectiveDate: '2025-03-01',
  intro: `These terms set out the conditions and procedures for using the ${service} website (“the Site”) run by ${company} (“the Company”), and the rights and duties of the Company and its members.`,
  sections: [
    {
      id: 'purpose',
      heading: 'Article 1 (Purpose)',
      body: [
        'These terms govern the use of the services the Company offers on the Site, including design-trend content, exhibition and event applications, and consultation.',
      ],
    },
    {
      id: 'definitions',
      heading: 'Article 2 (Definitions)',
      body: ['In these terms:'],
      items: [
        '“Member” means a person who has agreed to these terms and signed up; members are general members or company members.',
        '“Company member” means a member who has registered a company, rank and occupation to use business services.',
        '“Event” means an exhibition visit, docent tour, workshop, survey or similar activity that the Company announces and takes applications for on the Site.',
      ],
    },
    {
      id: 'changes',
      heading: 'Article 3 (Posting and changes)',
      body: [
        'The Company posts these terms on the Site and may change them within the limits of the law. Changes are announced 7 days before they apply (30 days if they are less favourable to members).',
      ],
    },
    {
      id: 'membership',
      heading: 'Article 4 (Signing up)',
      body: [
        'To sign up, agree to these terms and to the collection and use of personal data, then complete email verification and identity verification. Each person may hold one account.',
        'A general membership cannot be converted into a company membership. To become a company member, withdraw and sign up again with the same details.',
      ],
    },
    {
      id: 'obligations',
      heading: 'Article 5 (Members’ duties)',
      body: ['Members must not:'],
      items: [
        'use another person’s details or register false information;',
        'hoard or resell event sessions;',
        'use Site content for commercial purposes without the Company’s permission;',
        'interfere with the running of the Site.',
      ],
    },
    {
      id: 'account',
      heading: 'Article 6 (Your account)',
      body: [
        'Members are responsible for their own account and password and must tell the Company at once if they learn that it has been misused.',
      ],
    },
    {
      id: 'events',
      heading: 'Article 7 (Applying for and attending events)',
      body: [
        'Places are confirmed first come, first served within each session’s capacity, and can be cancelled in My Page until the event starts.',
      ],
      items: [
        'Signing up for a docent tour automatically signs you up for attendance too.',
        'You may visit without applying, but walk-in visitors may miss out on the visitor’s gift.',
        'At the offline exhibition, identity is checked against ID at the entrance.',
        'The venue has no parking and no luggage storage.',
        'Goods handed out at exhibitions and workshops are gifts and are never sold.',
      ],
    },
    {
      id: 'content',
      heading: 'Article 8 (Content rights)',
      body: [
        'Copyright in the text, images, video and other content of the Site belongs to the Company or the rightful owner. Apart from personal enjoyment and sharing with credit, members may not copy or distribute the content. Photos you take at the exhibition are yours to share freely.',
      ],
    },
    {
      id: 'withdrawal',
      heading: 'Article 9 (Withdrawal and loss of membership)',
      body: [
        'Members may withdraw at any time from My Page; their personal data is then deleted as the privacy policy describes. If a member breaches Article 5, the Company may restrict use or end the membership.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Article 10 (Limitation of liability)',
      body: [
        'The Company is not liable when it cannot provide the service for reasons beyond its control, such as natural disasters or network failures, except in cases of its own intent or gross negligence.',
      ],
    },
    {
      id: 'law',
      heading: 'Article 11 (Governing law and jurisdiction)',
      body: [
        'These terms are governed by the laws of the Republic of Korea. Disputes are settled by the court with jurisdiction under the Civil Procedure Act.',
      ],
    },
    { id: 'supplementary', heading: 'Addendum', body: ['These terms take effect on 1 March 2025.'] },
  ],
};
