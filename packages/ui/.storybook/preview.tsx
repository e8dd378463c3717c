import '@fontsource-variable/inter';
import type { Preview } from '@storybook/react';
import '../src/theme/theme.css';
import { UiProvider } from '../src/text/text';

/** The axe rules every story must pass: WCAG 2.0/2.1/2.2 A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: { options: { runOnly: { type: 'tag', values: AXE_TAGS } } },
    viewport: {
      viewports: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  decorators: [
    (Story, context) => (
      <UiProvider>
        {context.parameters.layout === 'fullscreen' ? (
          <Story />
        ) : (
          <div style={{ maxWidth: 1170 }}>
            <Story />
          </div>
        )}
      </UiProvider>
    ),
  ],
};

export default preview;
