import { Box, Text } from '@mantine/core';
import { chartFigures, coverText, slideColumns, slideLines, type SlideFigure, type SlideLine } from '@founder/contracts';
import type { PitchSlide } from './deck-slides';

interface SlideCanvasProps {
  slide: PitchSlide;
  ideaTitle: string;
  slideCount: number;
}

const COVER_BACKGROUND = 'linear-gradient(135deg, var(--mantine-color-indigo-9) 0%, var(--mantine-color-violet-8) 55%, var(--mantine-color-grape-7) 100%)';

/**
 * A slide drawn at 16:9. Sizes are in container units (cqw), so the same slide reads the same as a
 * thumbnail, in the editor and full screen.
 */
export function SlideCanvas({ slide, ideaTitle, slideCount }: SlideCanvasProps) {
  const cover = slide.id === 'title' || slide.id === 'closing';
  return (
    <Box
      data-slide={slide.id}
      style={{
        containerType: 'inline-size',
        aspectRatio: '16 / 9',
        width: '100%',
        borderRadius: 'min(1.2cqw, 12px)',
        overflow: 'hidden',
        position: 'relative',
        background: cover ? COVER_BACKGROUND : 'white',
        color: cover ? 'white' : 'var(--mantine-color-dark-7)',
        boxShadow: '0 1px 3px rgba(15, 23, 42, 0.12), 0 8px 24px rgba(15, 23, 42, 0.08)',
        border: cover ? 'none' : '1px solid var(--mantine-color-gray-2)',
      }}
    >
      {cover ? <CoverSlide slide={slide} ideaTitle={ideaTitle} /> : <ContentSlide slide={slide} ideaTitle={ideaTitle} slideCount={slideCount} />}
    </Box>
  );
}

function CoverSlide({ slide, ideaTitle }: { slide: PitchSlide; ideaTitle: string }) {
  const { heading, body } = coverText(slide, ideaTitle);
  return (
    <Box style={{ position: 'absolute', inset: 0, padding: '7cqw 8cqw', display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: '1.6cqw' }}>
      <Box style={{ width: '8cqw', height: '0.6cqw', background: 'rgba(255,255,255,0.7)', borderRadius: 4 }} />
      <Text inherit fw={800} style={{ fontSize: '5.4cqw', lineHeight: 1.1 }}>
        {heading}
      </Text>
      <Box style={{ fontSize: '2.3cqw', lineHeight: 1.45, opacity: 0.9, maxWidth: '75cqw' }}>
        <SlideText lines={body} />
      </Box>
      {slide.content.trim() === '' ? (
        <Text inherit style={{ fontSize: '2cqw', opacity: 0.7 }}>
          Not generated yet
        </Text>
      ) : null}
    </Box>
  );
}

function ContentSlide({ slide, ideaTitle, slideCount }: SlideCanvasProps) {
  const lines = slideLines(slide.content);
  const figures = slide.layout === 'chart' ? chartFigures(slide.content) : [];
  return (
    <>
      <Box style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: '1cqw', background: 'linear-gradient(180deg, var(--mantine-color-indigo-6), var(--mantine-color-violet-5))' }} />
      <Box style={{ position: 'absolute', inset: 0, padding: '5cqw 6cqw 6cqw 7cqw', display: 'flex', flexDirection: 'column', gap: '2cqw' }}>
        <Box>
          <Text inherit fw={700} c="indigo.6" style={{ fontSize: '1.5cqw', letterSpacing: '0.15em', textTransform: 'uppercase' }}>
            {String(slide.slideNumber).padStart(2, '0')}
          </Text>
          <Text inherit fw={800} style={{ fontSize: '3.8cqw', lineHeight: 1.15 }}>
            {slide.title}
          </Text>
        </Box>
        <Box style={{ flex: 1, minHeight: 0, display: 'flex', gap: '4cqw' }}>
          {lines.length === 0 ? (
            <Text inherit c="dimmed" style={{ fontSize: '2.05cqw' }}>
              Not generated yet
            </Text>
          ) : (
            slideColumns(lines, slide.layout).map((column, index) => (
              <Box key={index} data-column={index} style={{ fontSize: '2.05cqw', lineHeight: 1.5, overflow: 'hidden', flex: 1.1, minWidth: 0 }}>
                <SlideText lines={column} />
              </Box>
            ))
          )}
          {figures.length > 0 ? <FigureBars figures={figures} /> : null}
        </Box>
      </Box>
      <Box style={{ position: 'absolute', left: '7cqw', right: '6cqw', bottom: '2.4cqw', display: 'flex', justifyContent: 'space-between', fontSize: '1.3cqw', color: 'var(--mantine-color-gray-6)' }}>
        <span>{ideaTitle}</span>
        <span>
          {slide.slideNumber} / {slideCount}
        </span>
      </Box>
    </>
  );
}

/** The slide's lines as slideLines splits them: each typed line on its own line, bullets with a dot. */
function SlideText({ lines }: { lines: readonly SlideLine[] }) {
  return lines.map((line, index) => (
    <Text
      key={index}
      inherit
      fw={line.kind === 'heading' ? 700 : undefined}
      data-line={line.kind}
      style={{ marginTop: line.gapBefore ? '0.8em' : index > 0 ? '0.3em' : 0, ...(line.kind === 'bullet' ? { paddingLeft: '1.2em', textIndent: '-1.2em' } : {}) }}
    >
      {line.kind === 'bullet' ? <span style={{ display: 'inline-block', width: '1.2em', textIndent: 0 }}>•</span> : null}
      {line.text}
    </Text>
  ));
}

/** The slide's money figures as bars, tallest first to scale, each labelled with its value. */
function FigureBars({ figures }: { figures: readonly SlideFigure[] }) {
  const largest = Math.max(...figures.map((figure) => figure.value));
  return (
    <Box
      role="img"
      aria-label={figures.map((figure) => `${figure.label}: ${figure.text}`).join(', ')}
      style={{ flex: 1, display: 'flex', alignItems: 'flex-end', gap: '1.6cqw', padding: '0 0 1cqw', borderBottom: '0.15cqw solid var(--mantine-color-gray-3)' }}
    >
      {figures.map((figure, index) => (
        <Box key={`${figure.label}-${index}`} style={{ flex: 1, height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', alignItems: 'center', gap: '0.6cqw', minWidth: 0 }}>
          <Text inherit fw={700} style={{ fontSize: '1.35cqw', whiteSpace: 'nowrap' }}>
            {figure.text}
          </Text>
          <Box
            style={{
              width: '100%',
              height: `${Math.max(4, (figure.value / largest) * 78)}%`,
              borderRadius: '0.6cqw 0.6cqw 0 0',
              background: 'linear-gradient(180deg, var(--mantine-color-violet-5), var(--mantine-color-indigo-6))',
            }}
          />
          <Text inherit c="dimmed" ta="center" style={{ fontSize: '1.1cqw', lineHeight: 1.2, height: '2.6cqw', overflow: 'hidden' }}>
            {figure.label}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
