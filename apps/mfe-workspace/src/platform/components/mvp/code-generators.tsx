import { Badge, Button, Code, Group, List, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CODE_GENERATORS, MVP_PATHS, type CodeGeneratorItem } from '@founder/contracts';
import { useDownload, useGeneratedCode } from '../../hooks/use-mvp';

/** The four code generators: Generate Code shows (and downloads) the file it writes for the company; View Docs explains it. */
export function CodeGenerators({ companyId }: { companyId: number }) {
  const [docs, setDocs] = useState<CodeGeneratorItem | null>(null);
  const [shown, setShown] = useState<{ id: string; code: string } | null>(null);
  const generate = useGeneratedCode(companyId);
  const download = useDownload();

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {CODE_GENERATORS.map((item) => (
          <Paper key={item.id} withBorder p="md" radius="md" component="article" aria-label={item.name}>
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={700}>{item.name}</Text>
                <Badge variant="light">{item.category}</Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {item.description}
              </Text>
              <Text size="sm">Framework: {item.framework}</Text>
              <List size="sm">
                {item.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              <Code block style={{ maxHeight: 320, overflow: 'auto' }}>
                {shown?.id === item.id ? shown.code : item.codePreview}
              </Code>
              <Group>
                <Button
                  loading={generate.isPending && generate.variables === item.id}
                  onClick={() => generate.mutate(item.id, { onSuccess: (code) => setShown({ id: item.id, code }) })}
                >
                  Generate Code
                </Button>
                <Button variant="default" onClick={() => setDocs(item)}>
                  View Docs
                </Button>
                {shown?.id === item.id ? (
                  <Button variant="subtle" onClick={() => download.mutate({ path: MVP_PATHS.generatedFile(companyId, item.id), fileName: item.file.split('/').pop()! })}>
                    Download {item.file.split('/').pop()}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Modal opened={docs !== null} onClose={() => setDocs(null)} title={docs ? `${docs.name}: docs` : ''} size="lg">
        {docs ? (
          <Stack gap="sm">
            <Text>{docs.description}.</Text>
            <Text size="sm">
              Writes <Code>{docs.file}</Code> ({docs.framework}). It is part of every starter project that Download Code gives after Build MVP, and reads your company and idea from
              <Code>src/idea.js</Code>.
            </Text>
            <List size="sm">
              {docs.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            <Text size="sm">Run it: unzip the starter, then npm test and npm start (Node.js 20, no dependencies).</Text>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
