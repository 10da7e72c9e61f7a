import { CourtsOf } from '#web/components/shop-profile/profile-text.tsx'
import { List, PolicyPage } from './policy-page.tsx'

export function DisclaimerPage() {
  return (
    <PolicyPage
      title="Disclaimer"
      description="What the information on Kavach does and does not promise."
      lastUpdated="2025-06-29"
      sections={[
        {
          title: 'General Information',
          body: (
            <p>
              The content on this website is provided in good faith for general information about
              our products. We work to keep it accurate and current, but we make no warranty,
              express or implied, about its completeness or reliability.
            </p>
          ),
        },
        {
          title: 'Product and Service Limitations',
          body: (
            <List
              items={[
                'Protection ratings such as drop heights and 9H hardness come from manufacturer tests and describe typical results, not a guarantee against every impact.',
                'Charging speeds depend on your phone, cable and power source.',
                'Compatibility lists cover the models named; check your exact model before you buy.',
              ]}
            />
          ),
        },
        {
          title: 'External Links',
          body: (
            <p>
              Our pages may link to websites run by others, such as brand sites or social networks.
              We do not control them and are not responsible for their content or privacy practices.
            </p>
          ),
        },
        {
          title: 'Limitation of Liability',
          body: (
            <p>
              Kavach is not liable for any loss or damage arising from the use of information on
              this website. Your statutory rights as a consumer in India are not affected.
            </p>
          ),
        },
        {
          title: 'Legal Notice',
          body: (
            <p>
              Brand names and trademarks shown belong to their owners and are used only to describe
              the products we sell. This disclaimer is governed by the laws of India and the courts
              of <CourtsOf /> have jurisdiction.
            </p>
          ),
        },
      ]}
    />
  )
}
