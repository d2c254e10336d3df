import { buildFaq } from './build';

export const faqEn = buildFaq(
  { exhibition: 'Visiting', event: 'Events', member: 'Membership', trend: 'Design trend' },
  [
    [
      'visit-application',
      'exhibition',
      'Do I have to apply in advance to see the exhibition?',
      [
        'You can visit without applying. Walk-in visitors may miss out on the visitor’s gift, though, so we recommend applying on the event page first.',
      ],
    ],
    [
      'docent-tour',
      'exhibition',
      'How long is the docent tour?',
      [
        'About {{tourLength}} across all three floors. See the event page for each day’s tours and free places. Tours leave at {{docentTimes}}.',
        'Signing up for a docent tour automatically signs you up for attendance too, so there is nothing else to apply for.',
      ],
    ],
    [
      'parking',
      'exhibition',
      'Is there parking?',
      ['The venue has no parking. Please come by public transport.'],
    ],
    [
      'luggage',
      'exhibition',
      'Can I leave my luggage?',
      ['There is no cloakroom. Please use the lockers at a nearby station for large bags.'],
    ],
    [
      'id-check',
      'exhibition',
      'What do I need to get in?',
      [
        'At the offline exhibition we check every visitor’s ID at the entrance; for those who applied in advance, it also confirms that you are the applicant. Mobile ID is accepted.',
      ],
    ],
    [
      'goods-sale',
      'exhibition',
      'Can I buy exhibition goods?',
      [
        'All goods from the exhibition and workshops are gifts and are never sold. Join a workshop to take home what you make.',
      ],
    ],
    [
      'photos',
      'exhibition',
      'May I take photos in the exhibition?',
      [
        'Yes, photos are welcome on every floor. Please avoid flash and tripods out of consideration for other visitors.',
      ],
    ],
    [
      'event-tabs',
      'event',
      'Where can I see running and ended events?',
      [
        'On the event page, under the “Running events” and “Ended events” tabs. Events you applied for are collected in My Page, under application history.',
      ],
    ],
    [
      'event-cancel',
      'event',
      'Can I cancel an application?',
      [
        'Yes, from application history in My Page, any time before the event starts. Your place then goes to the first person on the waitlist, or, if nobody is waiting, opens for anyone to apply.',
      ],
    ],
    [
      'event-waitlist',
      'event',
      'What if the time I want is full?',
      [
        'You can join the waitlist for a full time; the confirmation screen and My Page show your place in the queue. When someone cancels, places go to the waitlist in order, and we email you your ticket. If no place opens before the time starts, the waitlist closes and we tell you by email as well.',
      ],
    ],
    [
      'seminar',
      'event',
      'How do I watch the online seminar?',
      [
        'It is free for every member. Sign up on the event page and we e-mail you the viewing link. Each seminar sets its own length: this exhibition’s starts on {{seminarTime}} and runs for {{seminarLength}}.',
      ],
    ],
    [
      'member-types',
      'member',
      'What is the difference between general and company members?',
      [
        'Company members register their company, rank and occupation and hear about events for businesses. Interior consultation is open to everyone, member or not, through the contact page.',
        'The member type is set when you sign up and cannot be changed later. To use the site as a company member, withdraw this account and sign up again as one. If there are bookings you would like to keep, tell us through the contact page and we will find a way with you.',
      ],
    ],
    [
      'social-login',
      'member',
      'Can I sign up with Kakao or Naver?',
      ['Yes. Choose Kakao or Naver on the sign-in screen to sign up and sign in quickly.'],
    ],
    [
      'withdrawal',
      'member',
      'What happens to my data when I withdraw?',
      [
        'Your personal data is deleted as soon as you withdraw. Records the law requires us to keep are stored separately for the set period and then destroyed. See the privacy policy for details.',
      ],
    ],
    [
      'trend-archive',
      'trend',
      'Where can I see past design trends?',
      [
        'The trend archive collects every year since 2001 as a card. Open a card to read that year in detail.',
      ],
    ],
    [
      'trend-materials',
      'trend',
      'I would like advice on a material from a theme.',
      [
        'Leave a request on the Contact page and our interior consultation team will get in touch. To talk it through by phone, call the interior consultation number at the foot of every page.',
      ],
    ],
  ],
);
