// Grower vocabulary (issue 34): the words a grower types for a thing, and the words the index
// holds for it. A query's phrase from `says` is searched as any of `finds`. Encoded the way the
// index is (search-index-options.ts), so write them plain. Each row says why it is here.

export interface Synonym {
  /** What a grower types: single words or phrases, lower case. */
  says: readonly string[];
  /** The index words any of which answers it (each a single word). */
  finds: readonly string[];
  why: string;
}

export const SYNONYMS: readonly Synonym[] = [
  {
    says: [
      'deleafer',
      'deleafers',
      'de leafer',
      'de leafers',
      'leaf remover',
      'leaf stripper',
      'leaf removal',
    ],
    finds: ['deleafer'],
    why: 'The range is "De-Leafer"; growers write it as one word, two, or say what it does.',
  },
  {
    says: ['4x4', '4wd', 'four wheel drive', '4 wheel drive'],
    finds: ['4wd', '4x4'],
    why: 'Forklift and tractor titles say "4WD"; farmers as often say "4x4".',
  },
  {
    says: ['used', 'second hand', 'secondhand', '2nd hand', 'pre owned', 'preowned', 'ex demo'],
    finds: ['used'],
    why: 'Every used machine is indexed as "used" (its condition); the trade says it many ways.',
  },
  {
    says: ['hire', 'hiring', 'rent', 'rental', 'to rent'],
    finds: ['hire'],
    why: 'Hire machines are indexed as "hire"; "rent" is the same wish.',
  },
  {
    says: ['telehandler', 'telehandlers', 'telescopic handler', 'telescopic handlers', 'teleporter'],
    finds: ['telehandler'],
    why: '"Telehandler" is short for telescopic handler; some still call any of them a teleporter.',
  },
  {
    says: ['frost fan', 'frost fans', 'frost protection', 'wind machine', 'wind machines'],
    finds: ['frost'],
    why: 'Frost fans (wind machines) are what the Frost Protection range is.',
  },
  {
    says: ['utv', 'side by side', 'buggy', 'gator', 'utility vehicle'],
    finds: ['utv'],
    why: 'The Corvus is a UTV; growers name such vehicles by a brand or as a buggy.',
  },
  {
    says: ['mulcher', 'shredder', 'pulveriser', 'pulverizer'],
    finds: ['mulcher', 'shredder', 'pulveriser'],
    why: 'Growers use the three words for the same job: chopping prunings in the alley.',
  },
  {
    says: ['opening hours', 'opening times', 'open hours', 'hours', 'when are you open'],
    finds: ['open', 'hours'],
    why: 'The contact page says "Open Monday to Friday …"; nobody types that.',
  },
  {
    says: ['phone', 'telephone', 'phone number', 'tel', 'ring'],
    finds: ['call', 'phone'],
    why: 'The contact page says "call" and gives numbers; growers ask for the phone.',
  },
  {
    says: ['address', 'directions', 'location', 'where are you', 'find us'],
    finds: ['address', 'visit'],
    why: 'The contact page invites a visit and gives the yard; growers ask for the address.',
  },
];

/** The words that ask for information rather than a machine: pages before posts (ranking). */
export const INFORMATION_WORDS: readonly string[] = [
  'open',
  'hours',
  'call',
  'phone',
  'address',
  'visit',
  'contact',
  'email',
];
