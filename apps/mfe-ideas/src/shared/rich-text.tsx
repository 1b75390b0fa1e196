import { Box, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { textBlocks } from './text-blocks';

interface RichTextProps {
  text: string;
  /** Font size of the body text (any CSS length); headings scale from it. */
  size?: string;
  gap?: string | number;
  style?: CSSProperties;
}

/** A generated text laid out as paragraphs, lists and sub-headings (see textBlocks). */
export function RichText({ text, size = 'var(--mantine-font-size-md)', gap = 'sm', style }: RichTextProps) {
  return (
    <Stack gap={gap} style={{ fontSize: size, lineHeight: 1.65, ...style }}>
      {textBlocks(text).map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <Title key={index} order={4} style={{ fontSize: '1.05em' }}>
              {block.text}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <Box key={index} component="ul" m={0} pl="1.25em">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex} style={{ marginBottom: '0.25em' }}>
                  {item}
                </li>
              ))}
            </Box>
          );
        }
        return (
          <Text key={index} inherit style={{ margin: 0 }}>
            {block.text}
          </Text>
        );
      })}
    </Stack>
  );
}
