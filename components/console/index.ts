// The door of components/console: what the other features, the layout and the pages use of it.
export { AuditScreen } from './audit-screen';
export { ClaimsScreen } from './claims-screen';
export { DmcaScreen } from './dmca-screen';
export { InboxScreen } from './inbox-screen';
export { MemberScreen } from './member-screen';
export { MembersScreen } from './members-screen';
export { NoticeScreen } from './notice-screen';
export { OverviewScreen } from './overview-screen';
export { PaymentsScreen } from './payments-screen';
export { ReportsScreen } from './reports-screen';
