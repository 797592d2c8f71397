// The Speech services screens (spec part 2, sections 2, 5, 8 and 9).
export const speechMessages = {
  'speech.title': 'Speech services',
  'speech.empty': 'No speech services.',
  'speech.vendorRequired': 'Please choose a vendor.',
  'speech.fieldRequired': 'This field is required.',
  'speech.oneOfRequired': 'Enter at least one of these URLs.',
  'speech.invalidServiceKey': 'Invalid service key file, could not parse as JSON.',
  'speech.invalidNuanceUri': 'Enter an IP address and port, such as 192.168.0.10:50051.',
  'speech.invalidUrl': 'Enter a URL starting with {schemes}.',
  'speech.invalidOptions': 'Extra options must be a JSON object.',
  'speech.customNameRequired': 'Enter a name for the custom vendor.',
  'speech.enableToTest': 'In order to test your credentials you need to enable TTS/STT.',
} as const;
