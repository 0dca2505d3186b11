// Play functions run in the test-runner on a machine shared with builds and other suites (a busy
// 2-core CI box; `npm run test:stress`, decision 129). Testing Library's default of 1 s for
// findBy* and waitFor is shorter than one slow stretch of such a machine. Every story file whose
// play function waits imports this module, which raises the default for the preview page the
// test-runner renders that file's stories in. A wait ends as soon as its condition holds: only a
// story that is going to fail anyway takes the whole time.
import { configure } from 'storybook/test'

/** How long findBy* and waitFor retry before they fail the story. */
export const STORY_WAIT_MS = 10_000

configure({ asyncUtilTimeout: STORY_WAIT_MS })
