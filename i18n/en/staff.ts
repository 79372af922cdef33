/**
 * The English texts of the staff: Team and Roles & Permissions (spec 1, 6); part of en.ts.
 */
export default {
  team: {
    empty: 'No staff member matches. Check the spelling, or clear the search.',
    error: 'The staff members could not be loaded. Please try again later.',
    emailHelp: 'The e-mail is the sign-in name; it cannot be changed here.',
    roleHelp: "The role is the user's group in the identity provider, which decides access; change it there.",
    roles: {
      SYSADM: 'System administrator',
      MGMT: 'Management',
      BI: 'Business intelligence',
      MSA: 'Member services',
      OC: 'Operations centre',
      FLEET: 'Fleet',
      SUPPORT: 'Support',
      SVC: 'Service',
      DRIVE: 'Driver',
    },
  },
  roles: {
    intro:
      "Which areas each role opens. Roles come from the identity provider's groups; Home is open to every role.",
    allowed: 'Allowed',
    denied: 'Not allowed',
    areas: {
      cars: 'Cars',
      carDetail: 'Car detail',
      customers: 'Customers and payments',
      trips: 'Trips',
      tickets: 'Tickets',
      promotions: 'Promotions',
      import: 'Import',
      infleet: 'Infleet',
      homeZone: 'Home zone',
      parkingData: 'Parking data',
      fleetManagement: 'Fleet management',
      parkingTicket: 'Parking ticket',
      team: 'Team',
      rolesPermissions: 'Roles & Permissions',
      analytics: 'Analytics',
      notifications: 'Notifications',
    },
  },
};
