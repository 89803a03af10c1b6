/** Every client route of spec section 2, one name each. */
export const paths = {
  landing: '/',
  auth: '/auth',
  onboarding: {
    personalInfo: '/onboarding',
    personalInfoAlias: '/onboarding/personal-info',
    medicalCondition: '/onboarding/medical-condition',
    medicalHistory: '/onboarding/medical-history',
    geneticReport: '/onboarding/genetic-report',
    medicalChecklist: '/onboarding/medical-checklist',
    bookAppointment: '/onboarding/book-appointment',
  },
  dashboard: {
    home: '/dashboard',
    calendar: '/dashboard/calendar',
    messages: '/dashboard/messages',
    profile: '/dashboard/profile',
    settings: '/dashboard/settings',
  },
} as const;
