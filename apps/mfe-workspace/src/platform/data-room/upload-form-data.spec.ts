import { uploadFormData } from './upload-form-data';

describe('uploadFormData', () => {
  it('puts the metadata before the file and leaves blank fields out', () => {
    const form = uploadFormData({ companyId: 7, documentId: 3, name: '', category: undefined, type: 'legal' }, new Blob(['%PDF-1.4']), 'deed.pdf');
    expect([...form.keys()]).toEqual(['companyId', 'documentId', 'type', 'file']);
    expect(form.get('companyId')).toBe('7');
    expect((form.get('file') as File).name).toBe('deed.pdf');
  });
});
