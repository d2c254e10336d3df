/** The audit detail as the console shows it (one function with the server's CSV export). */
export { auditDetailText as detailText } from '@/schemas/audit-rules';
