import { Anchor, Button, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { PLATFORM_ROUTES, type Company } from '@founder/contracts';
import { useSelectIdeaForTools } from '../../shared/select-idea';
import { SUBMIT_IDEA_PATH } from '../rules/tool-links';

/**
 * Opens an idea tool (/pitch-deck, /financial-modeling...) on the company's own idea: the idea tools
 * read currentIdeaId (spec section 3), so it is set to the linked idea first.
 */
export function IdeaToolLink({ company, path, label }: { company: Company; path: string; label: string }) {
  const navigate = useNavigate();
  const selectIdeaForTools = useSelectIdeaForTools();
  const ideaId = company.companyData.ideaId;
  if (!ideaId) {
    return (
      <Text size="sm">
        No idea is linked to {company.companyName} yet.{' '}
        <Anchor component={Link} to={SUBMIT_IDEA_PATH}>
          Submit your idea
        </Anchor>{' '}
        and link it in{' '}
        <Anchor component={Link} to={PLATFORM_ROUTES.settings}>
          Settings
        </Anchor>
        .
      </Text>
    );
  }
  const open = () => {
    selectIdeaForTools(ideaId);
    navigate(path);
  };
  return (
    <Button onClick={open} w="fit-content">
      {label}
    </Button>
  );
}
