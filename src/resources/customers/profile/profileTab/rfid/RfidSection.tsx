import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CustomerDetail } from '../../../../../domain/customers/customerDetail.ts';
import { ReadOnlyFacts } from '../../../../../custom/layout/ReadOnlyFacts.tsx';

/** The member's RFID card, shown only: it is assigned, removed, activated and deactivated from the account summary. */
export const RfidSection = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const { rfidNumber, rfidStatus } = customer.rfid;
  return (
    <Card component="section" aria-labelledby="profile-rfid" variant="outlined">
      <CardContent>
        <Typography id="profile-rfid" variant="h6" component="h2" gutterBottom>
          {translate('profile.sections.rfid')}
        </Typography>
        <ReadOnlyFacts
          facts={[
            ['profile.fields.rfidNumber', rfidNumber ?? translate('profile.noRfid')],
            [
              'profile.fields.rfidStatus',
              rfidStatus && translate(`profile.rfidStatus.${rfidStatus}`, { _: rfidStatus }),
            ],
          ]}
        />
      </CardContent>
    </Card>
  );
};
