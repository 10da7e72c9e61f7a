// The demo shoppers: who bought what is planned in demo-order-plan.ts, aiming at each one's tier.
import type { IndianState } from '#domain/india.ts'
import type { MembershipTier } from '#domain/membership.ts'

export interface DemoCustomer {
  name: string
  /** At example.com, reserved for examples (RFC 2606), so no sign-in code sent there reaches anyone. */
  email: string
  phone: string
  address: string
  city: string
  state: IndianState
  pincode: string
  tier: MembershipTier
}

const c = (
  name: string,
  phone: string,
  address: string,
  city: string,
  state: IndianState,
  pincode: string,
  tier: MembershipTier,
): DemoCustomer => ({
  name,
  email: `${name.toLowerCase().split(' ').join('.')}@example.com`,
  phone,
  address,
  city,
  state,
  pincode,
  tier,
})

// prettier-ignore
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  c('Fatima Sheikh', '9839012457', 'C-15, Vibhuti Khand, Gomti Nagar', 'Lucknow', 'Uttar Pradesh', '226010', 'Bronze'),
  c('Harpreet Kaur', '9876023145', 'House 1204, Sector 22-B', 'Chandigarh', 'Chandigarh', '160022', 'Bronze'),
  c('Rohan Deshpande', '9822045671', '14 Karve Road, Kothrud', 'Pune', 'Maharashtra', '411038', 'Silver'),
  c('Meera Nair', '9847031268', 'TC 12/450, Panampilly Nagar', 'Kochi', 'Kerala', '682036', 'Silver'),
  c('Sneha Banerjee', '9830067214', '27/1 Hindustan Park, Gariahat', 'Kolkata', 'West Bengal', '700029', 'Silver'),
  c('Arjun Mehta', '9825098314', '5 Shivalik Row Houses, Satellite Road', 'Ahmedabad', 'Gujarat', '380015', 'Gold'),
  c('Vikram Rathore', '9829054126', '88 Malviya Nagar, Sector 3', 'Jaipur', 'Rajasthan', '302017', 'Gold'),
  c('Neha Kulkarni', '9820076543', 'Flat 12, Sea Breeze, Hill Road, Bandra West', 'Mumbai', 'Maharashtra', '400050', 'Gold'),
  c('Aarav Sharma', '9810012345', 'B-42, Lajpat Nagar II', 'New Delhi', 'Delhi', '110024', 'Platinum'),
  c('Priya Iyer', '9840023456', 'Flat 3C, 2nd Street, Kasturba Nagar, Adyar', 'Chennai', 'Tamil Nadu', '600020', 'Platinum'),
  c('Ananya Reddy', '9849034567', 'Plot 21, Road No. 10, Banjara Hills', 'Hyderabad', 'Telangana', '500034', 'Platinum'),
  c('Karthik Gowda', '9845045678', '1180, 12th Main, HAL 2nd Stage, Indiranagar', 'Bengaluru', 'Karnataka', '560038', 'Platinum'),
]
