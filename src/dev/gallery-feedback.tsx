import { css } from 'styled-system/css';
import {
  Alert,
  Button,
  CameraIcon,
  FileUpload,
  Progress,
  StepProgress,
  Toast,
  type ToastView,
  UploadIcon,
} from '@/ui';
import { Example, GallerySection } from './gallery-section';

const steps = [
  'Personal Information',
  'Medical Condition',
  'Medical History',
  'Genetic Report',
  'Book Appointment',
];
const muted = css({ color: 'fg.muted', fontSize: 'sm' });

export function FeedbackSection({ onToast }: { onToast: (toast: ToastView) => void }) {
  return (
    <GallerySection title="Progress and feedback">
      <Example label="Onboarding steps" stack>
        <StepProgress steps={steps} current={2} />
      </Example>
      <Example label="File upload" stack>
        <FileUpload.Root
          accept={['application/pdf', 'image/*']}
          maxFileSize={10 * 1024 * 1024}
          capture="environment"
        >
          <FileUpload.Label>Genetic testing report</FileUpload.Label>
          <FileUpload.Dropzone>
            <UploadIcon size={28} />
            <p>Drag and drop your report here, or</p>
            <FileUpload.Trigger asChild>
              <Button variant="outline">Browse files</Button>
            </FileUpload.Trigger>
            <p className={muted}>PDF, JPG, PNG up to 10MB</p>
            <p
              className={css({ display: 'flex', alignItems: 'center', gap: '1.5', fontSize: 'sm' })}
            >
              <CameraIcon size={16} /> Or take a photo of your report with your phone
            </p>
          </FileUpload.Dropzone>
          <FileUpload.ItemGroup>
            <FileUpload.Context>
              {({ acceptedFiles }) =>
                acceptedFiles.map((file) => (
                  <FileUpload.Item key={file.name} file={file}>
                    <FileUpload.ItemPreview />
                    <FileUpload.ItemName />
                    <FileUpload.ItemDeleteTrigger aria-label={`Remove ${file.name}`} />
                  </FileUpload.Item>
                ))
              }
            </FileUpload.Context>
          </FileUpload.ItemGroup>
          <FileUpload.HiddenInput />
        </FileUpload.Root>
      </Example>
      <Example label="Progress" stack>
        <Progress.Root value={45}>
          <Progress.Label>Processing your report...</Progress.Label>
          <Progress.ValueText />
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <p className={muted}>
          This may take a minute as we extract genetic information from your report.
        </p>
      </Example>
      <Example label="Alerts" stack>
        <Alert.Root status="info">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>Your information is private</Alert.Title>
            <Alert.Description>Only your care team can see what you share here.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Alert.Root status="success">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>Report Processed Successfully</Alert.Title>
            <Alert.Description>Found 2 genetic variants in your report.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Alert.Root status="error">
          <Alert.Icon />
          <Alert.Content>
            <Alert.Title>Service Not Available in Your State</Alert.Title>
            <Alert.Description>
              We're currently only able to serve Michigan residents. Please check back later or
              contact us.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Example>
      <Example label="Toasts" stack>
        <Toast
          toast={{
            id: 'a',
            title: 'Appointment Booked',
            description: 'Your appointment has been successfully scheduled.',
          }}
          onDismiss={() => {}}
        />
        <Toast
          toast={{
            id: 'b',
            variant: 'destructive',
            title: 'Upload Failed',
            description: 'There was an error processing your genetic report. Please try again.',
          }}
          onDismiss={() => {}}
        />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <Button
            variant="outline"
            onClick={() =>
              onToast({
                id: String(Date.now()),
                title: 'Logged out',
                description: 'You have been successfully logged out.',
              })
            }
          >
            Show toast
          </Button>
          <Button
            variant="outline"
            onClick={() =>
              onToast({
                id: String(Date.now()),
                variant: 'destructive',
                title: 'Save Failed',
                description: 'There was an error saving your information. Please try again.',
              })
            }
          >
            Show destructive toast
          </Button>
        </div>
      </Example>
    </GallerySection>
  );
}
