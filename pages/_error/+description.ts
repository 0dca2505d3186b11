export default function description(): string {
  return 'This page could not be found. Browse our mobile detailing services in Katy, Fulshear, Jordan Ranch and Cinco Ranch.'
}
