import { profileFormErrors, profileToForm, toProfileRequest } from './profile-form';

describe('networking profile form', () => {
  it('starts empty with the defaults', () => {
    expect(profileToForm(null)).toMatchObject({ skills: '', lookingFor: [], preferredContactMethod: 'platform', visibility: 'public', stage: '' });
  });

  it('names the links that are not http(s) and lists that are too long', () => {
    const values = { ...profileToForm(null), linkedinUrl: 'linkedin.com/in/ada', githubUrl: 'https://github.com/ada', skills: Array.from({ length: 21 }, (_, index) => `s${index}`).join(',') };
    expect(profileFormErrors(values)).toEqual({ linkedinUrl: 'Enter an http(s) link', skills: 'At most 20 entries' });
  });

  it('sends lists as arrays and blanks as null', () => {
    const request = toProfileRequest({ ...profileToForm(null), skills: 'Rust,  Sales ,', bio: '  ', stage: 'Seed', lookingFor: ['mentor'] });
    expect(request).toMatchObject({ skills: ['Rust', 'Sales'], bio: null, stage: 'Seed', lookingFor: ['mentor'], linkedinUrl: null, visibility: 'public' });
  });
});
