import { attachmentFileName } from './file-download';

describe('attachmentFileName', () => {
  it('reads a quoted or bare filename', () => {
    expect(attachmentFileName('attachment; filename="meal-planner-business-plan.pdf"')).toBe('meal-planner-business-plan.pdf');
    expect(attachmentFileName('attachment; filename=deck.pptx')).toBe('deck.pptx');
  });

  it("prefers filename* (UTF-8'') when both are given", () => {
    expect(attachmentFileName(`attachment; filename="caf-plan.pdf"; filename*=UTF-8''caf%C3%A9-plan.pdf`)).toBe('café-plan.pdf');
  });

  it('is null without a header or a name', () => {
    expect(attachmentFileName(null)).toBeNull();
    expect(attachmentFileName('attachment')).toBeNull();
  });
});
